/** The header shows the name, or the username when there is none (public-sites §3). */
export function displayName(user: { name?: string | null; username: string }): string {
  return user.name?.trim() || user.username;
}
