// The privacy notices the forms show and each consent record names (PDPA).

export {currentNotice, NOTICE_WORDINGS, noticeById} from './notices.ts';
