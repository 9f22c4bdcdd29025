// The browser's (and the server's) reader of the catalogue as Lingui's compiler leaves it (locale.server.ts): a
// message is a list of text and placeholders, `[name]` or `[name, "plural" | "selectordinal", branches]`, where a
// branch's "#" is the count. Lingui's own runtime does the same and more (dates, numbers, select, its event
// system) at 2.2 KB of gzipped JS on every page; this reads exactly what our catalogue holds, and a unit test
// holds it equal to Lingui's runtime for every message of both languages (decision 023).

type Branches = Record<string, CompiledMessage>;
// Lingui's own token type (`[name, type?, format?]`), read as what the compiler writes.
type Token = string | [name: string, type?: string, format?: unknown];
export type CompiledMessage = Token[] | string;
export type CompiledMessages = Record<string, CompiledMessage>;
type Values = Record<string, string | number> | undefined;

export function createMessageFormatter(locale: string, messages: CompiledMessages) {
  const cardinal = new Intl.PluralRules(locale);
  const ordinal = new Intl.PluralRules(locale, { type: "ordinal" });
  const number = new Intl.NumberFormat(locale);

  function render(message: CompiledMessage, values: Values, count?: string): string {
    if (typeof message === "string") return message;
    let out = "";
    for (const token of message) {
      if (typeof token === "string") out += token === "#" && count !== undefined ? count : token;
      else out += placeholder(token, values, count);
    }
    return out;
  }

  function placeholder([name, type, format]: Exclude<Token, string>, values: Values, count?: string) {
    const value = values?.[name];
    const branches = format as Branches | undefined;
    if ((type === "plural" || type === "selectordinal") && branches) {
      const n = Number(value);
      const rules = type === "plural" ? cardinal : ordinal;
      const branch = branches[String(n)] ?? branches[rules.select(n)] ?? branches.other ?? [];
      return render(branch, values, number.format(n));
    }
    if (type === "select" && branches)
      return render(branches[String(value)] ?? branches.other ?? [], values, count);
    return value === undefined || value === null ? "" : String(value);
  }

  return (key: string, values?: Values): string => {
    const message = messages[key];
    return message === undefined ? key : render(message, values);
  };
}
