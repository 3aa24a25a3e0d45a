// Formatting helpers shared by the site and the widgets.

export {centsToDecimal} from './cents-to-decimal.ts';
export {contrastRatio} from './contrast-ratio.ts';
export {toCsv} from './csv.ts';
export {formatDateIn} from './date-in.ts';
export {groupedWhole} from './grouped.ts';
export {listInLanguage} from './list.ts';
export {formatLongDate} from './long-date.ts';
export {formatCents, formatMoney, toCents, toDollars} from './money.ts';
export {padCount} from './pad-count.ts';
export {formatPhone, spreadsheetPhone} from './phone.ts';
export {formatUsDate} from './us-date.ts';
