import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  pageTitle: '捐款',
  pageLead: '看看每一块钱从哪里来、用到哪里去。如果您能够，也请献上一份心意。',
  donateNow: '立即捐款',
  goalTitle: '我们的目标',
  goalPeople:
    '我们希望每一位特殊需要人士、每一位出狱回家的更生人士，以及每一个有需要的家庭，都能有一技之长、一份工作，并在社区里有自己的位置。',
  goalGift: '您的捐款用于培训、工具、种子和咖啡豆，以及学员赖以生活的津贴。',
  whyTitle: '为什么捐款很重要？',
  whyFirstJob: '我们培训的许多人很难找到第一份工作。几个月有津贴的培训，就能彻底改变这种情况。',
  whyNoMinimum:
    '捐款没有最低金额。有些人捐一次；也有人每月、每季或每年捐一次。每一笔款项都列在下面，让您看到它怎样发挥作用。',
  causeTitle: '我们支持的事业',
  causeEducationTitle: '特殊需要人士的教育',
  causeEducationText:
    '我们按照每位学员的步调，教授真正用得上的职业技能，例如种菜和烘焙咖啡。培训不收任何费用。',
  causeYellowRibbonTitle: '黄丝带计划',
  causeYellowRibbonText:
    '在新加坡，黄丝带代表给更生人士第二次机会。我们帮助刚出狱的人学一门手艺，找到稳定的工作。',
  causeSupportTitle: '支持弱势群体',
  causeSupportText: '学员在两个月的试用期内可领津贴，之后在业界合作机构实习六个月，一边学习一边赚钱。',
} satisfies Translation<typeof en>;
