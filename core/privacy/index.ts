// The privacy notices the forms show and each consent record names (PDPA).

export {
  APPLICATION_NOTICE,
  currentNotice,
  GIFT_TAX_NOTICE,
  NOTICE_WORDINGS,
  type NoticeForm,
  type NoticeWording,
  noticeById,
} from './notices.ts';
