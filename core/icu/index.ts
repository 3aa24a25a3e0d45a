// The ICU compiler: for the build and the server only (it carries the message parser).
import {installMessageCompiler} from '../i18n/index.ts';
import {compileMessage} from './compile-message.ts';

export {compileMessage, messageSignature} from './compile-message.ts';

/** Lets books loaded from source (the server's) compile their ICU text when first used. */
export function installIcuCompiler(): void {
  installMessageCompiler(compileMessage);
}
export {messageBooksPlugin} from './vite-plugin.ts';
