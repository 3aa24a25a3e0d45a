// Entry of nard-widgets.js, the loader: one <script> for all four elements; each element's code is
// fetched only when its tag first appears, from the folder this script was loaded from.
import pins from 'virtual:nard-widget-pins';
import {watchAndLoad} from './shared/lazy-load.ts';
import {currentScriptUrl} from './shared/script-origin.ts';

watchAndLoad(document, currentScriptUrl(), pins);
