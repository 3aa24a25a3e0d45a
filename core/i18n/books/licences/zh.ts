import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: '软件许可',
  lead: '本网站使用免费的开源软件建成。感谢所有分享这些软件的人。',
  madeAutomatically: '这份清单在每次建置网站时自动生成，所以总是和我们实际使用的软件一致。',
  caption: '本网站使用的开源软件包（{count}）',
  package: '软件包',
  version: '版本',
  licence: '许可证',
  fullTexts: '许可证全文',
} satisfies Translation<typeof en>;
