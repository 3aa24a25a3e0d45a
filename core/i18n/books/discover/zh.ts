import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  pageTitle: '职业技能培训',
  pageLead: '我们教授能带来真正工作的技能。培训不收任何费用。',
  howItWorks: '培训怎样进行',
  trialHeading: '1. {months} 个月的试用期',
  trialTry: '您先试做这份工作，学习基本功。',
  trialAllowance: '试用期间，您会领到津贴。',
  internshipHeading: '2. {months} 个月的实习',
  internshipPartner: '您在我们的一家业界合作机构工作。',
  internshipMentor: '您边做边学，身边有导师指导。',
  noFeeHeading: '3. 不收培训费',
  noFeeFree: '每一位学员都免费接受培训。',
  noFeePaid: '培训费用由捐款人和合作机构承担。',
  coursesTitle: '我们的课程',
  courseHydroponicFarming: '水耕种植',
  courseCoffeeProduction: '咖啡制作',
  courseHandyman: '维修工',
  courseCartingManagement: '手推车管理',
  courseLogistic: '物流',
  courseLaundryService: '洗衣服务',
  courseHomeBasedBusiness: '家庭式生意',
  courseHostingEvents: '为挑战举办活动',
  readyTitle: '准备好开始了吗？',
  readyText: '填写一份简短的表格。我们会打电话给您，一起谈谈什么最适合您。',
  apply: '申请“为我们工作”',
} satisfies Translation<typeof en>;
