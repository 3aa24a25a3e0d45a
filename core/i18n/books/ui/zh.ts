import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  retry: '重试',
  busy: '请稍候…',
  loadingFigures: '正在加载数据…',
  figuresProblem: '抱歉，现在无法加载这些数据。请检查网络连接，然后再试一次。',
  dismissToast: '关闭：{text}',
  errorSummary: '{count, plural, other {有 # 项需要修改}}：{fields}。',
  passwordRule:
    '密码至少 {min} 个字符，须包含大写字母、小写字母、数字，以及以下任一符号：<symbols>{symbols}</symbols>',
  callingCode: '新加坡国际区号',
  joinWorkForUs: '为我们工作',
  joinVolunteer: '当志愿者',
} satisfies Translation<typeof en>;
