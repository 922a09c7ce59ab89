/** Thrown inside the scanner to stop at the first error. */
class Stop {
  constructor(readonly offset: number) {}
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
const ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);

/**
 * The offset of the first character at which a text stops being JSON (RFC 8259), or -1 when it
 * is JSON. Used only after JSON.parse failed, because V8's messages do not always give a position.
 */
export function findJsonError(text: string): number {
  let i = 0;
  const skipWhitespace = (): void => {
    while (i < text.length && WHITESPACE.has(text[i] ?? "")) i++;
  };
  const expect = (word: string): void => {
    for (const char of word) {
      if (text[i] !== char) throw new Stop(i);
      i++;
    }
  };
  const digits = (): void => {
    if (!/[0-9]/.test(text[i] ?? "")) throw new Stop(i);
    while (/[0-9]/.test(text[i] ?? "")) i++;
  };
  const number = (): void => {
    if (text[i] === "-") i++;
    if (text[i] === "0") i++;
    else digits();
    if (text[i] === ".") {
      i++;
      digits();
    }
    if (text[i] === "e" || text[i] === "E") {
      i++;
      if (text[i] === "+" || text[i] === "-") i++;
      digits();
    }
  };
  const string = (): void => {
    i++; // the opening quote
    for (;;) {
      const char = text[i];
      if (char === undefined) throw new Stop(i);
      if (char === '"') {
        i++;
        return;
      }
      if (char.charCodeAt(0) < 0x20) throw new Stop(i);
      if (char === "\\") {
        const escaped = text[i + 1];
        if (escaped === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) throw new Stop(i + 2);
          i += 6;
        } else if (escaped !== undefined && ESCAPES.has(escaped)) {
          i += 2;
        } else {
          throw new Stop(i + 1);
        }
      } else {
        i++;
      }
    }
  };
  const list = (close: string, member: () => void): void => {
    i++; // the opening bracket
    skipWhitespace();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      member();
      skipWhitespace();
      if (text[i] === close) {
        i++;
        return;
      }
      if (text[i] !== ",") throw new Stop(i);
      i++;
    }
  };
  const value = (): void => {
    skipWhitespace();
    const char = text[i];
    if (char === "{") {
      list("}", () => {
        skipWhitespace();
        if (text[i] !== '"') throw new Stop(i);
        string();
        skipWhitespace();
        expect(":");
        value();
      });
    } else if (char === "[") list("]", value);
    else if (char === '"') string();
    else if (char === "t") expect("true");
    else if (char === "f") expect("false");
    else if (char === "n") expect("null");
    else if (char === "-" || /[0-9]/.test(char ?? "")) number();
    else throw new Stop(i);
  };
  try {
    value();
    skipWhitespace();
    return i < text.length ? i : -1;
  } catch (error) {
    if (error instanceof Stop) return error.offset;
    // Nesting deep enough to exhaust the stack: the position is unknown.
    if (error instanceof RangeError) return 0;
    throw error;
  }
}
