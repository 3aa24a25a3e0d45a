import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: '联系我们',
  lead: '我们很乐意听到您的声音。',
  getInTouch: '与我们联系',
  intro: '您可以提问、提供帮助，或者和我们分享您的故事。每一条信息我们都会回复，通常在两个工作日内。',
  address: '地址',
  phoneAndEmail: '电话和电子邮箱',
  sample: '（示例）',
  hoursTitle: '办公时间',
  hoursWeekdays: '星期一至五：9:00-22:00',
  hoursWeekend: '星期六、日：9:00-21:00',
  shopHours: '我们的商店另有营业时间：星期一至五上午 10 点至下午 6 点，星期六和星期日上午 11 点至下午 5 点。',
  sendUsAMessage: '给我们留言',
  form: '联系表格',
  name: '姓名',
  namePlaceholder: '您的姓名',
  email: '电子邮箱',
  emailPlaceholder: '例如 you@example.com',
  subject: '主题',
  subjectPlaceholder: '可不填',
  message: '信息',
  messagePlaceholder: '我们可以怎样帮您？',
  sending: '发送中...',
  send: '发送信息',
} satisfies Translation<typeof en>;
