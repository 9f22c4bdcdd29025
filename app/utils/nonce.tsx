import { createContext, useContext, type ReactNode } from "react";

// The server renders with this request's CSP nonce; in the browser the value is empty (it is never needed
// there: the scripts are already running).
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
