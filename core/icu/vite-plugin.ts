// Compiles the catalogue's books at build time (core/i18n/books/<book>/<language>.ts): each file's ICU
// texts become core/i18n's compiled parts, so no browser parses a message. The site, the widgets and the
// unit tests build through it; the server compiles the same files when it first formats them.
import type {Plugin} from 'vite';
import {COMPILED_MARK} from '../i18n/index.ts';
import {compileMessage} from './compile-message.ts';

const BOOK_FILE = /[/\\]core[/\\]i18n[/\\]books[/\\][^/\\]+[/\\](en|zh|ms|ta)\.ts$/;

/** Vite plugin: a book file becomes `export default {<key>: <compiled message>}`. */
export function messageBooksPlugin(): Plugin {
  return {
    name: 'nard-message-books',
    async transform(code, id) {
      if (!BOOK_FILE.test(id)) return undefined;
      // After TypeScript is stripped a book file is plain data: evaluate it as it is.
      const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
        default: Record<string, string>;
      };
      const compiled: Record<string, unknown> = {[COMPILED_MARK]: 1};
      for (const [key, icu] of Object.entries(module.default)) {
        try {
          compiled[key] = compileMessage(icu);
        } catch (error) {
          throw new Error(`${id}: the message "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      return {code: `export default ${JSON.stringify(compiled)};`, map: null};
    },
  };
}
