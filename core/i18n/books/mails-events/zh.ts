import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  hello: '您好！',
  signature: 'Nard Foundation 敬上',
  confirmedSubject: '您已报名：{event}',
  confirmedLead: '谢谢您报名，您的名额已为您保留。',
  waitingSubject: '您在候补名单上：{event}',
  waitingLead: '活动已满，您是候补名单上的第 {position} 位。如果有名额空出来，就会给您，我们也会写信通知您。',
  promotedSubject: '有名额空出来了，您可以参加：{event}',
  promotedLead: '有人退出了，所以您现在有名额了。',
  withdrawnSubject: '您已退出：{event}',
  withdrawnLead: '您已不在报名名单上。附上的日历文件会把活动从您的日历中删除。',
  reminderSubject: '提醒：明天见：{event}',
  reminderLead: '提醒您，您的活动就在明天。',
  changedSubject: '活动有变动：{event}',
  changedLead: '您的活动日期、时间或地点有变动。新的资料如下，附上的日历文件会更新您的日历。',
  cancelledSubject: '活动已取消：{event}',
  cancelledLead: '很抱歉，这个活动取消了。您不需要做什么，附上的日历文件会把它从您的日历中删除。',
  detailEvent: '活动：{event}',
  detailDate: '日期：{date}',
  detailTime: '时间：{time}',
  detailVenue: '地点：{venue}',
  detailTask: '任务：{task}',
  yourEvents: '您的活动和时数：{link}',
} satisfies Translation<typeof en>;
