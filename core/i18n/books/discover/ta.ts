import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  pageTitle: 'வேலைத் திறன் பயிற்சி',
  pageLead: 'உண்மையான வேலைக்கு வழிவகுக்கும் திறன்களைக் கற்றுத் தருகிறோம். பயிற்சிக் கட்டணம் எதுவும் இல்லை.',
  howItWorks: 'பயிற்சி எப்படி நடக்கிறது',
  trialHeading: '1. {months} மாதச் சோதனைக் காலம்',
  trialTry: 'நீங்கள் வேலையைச் செய்து பார்த்து, அடிப்படைகளைக் கற்கிறீர்கள்.',
  trialAllowance: 'சோதனைக் காலத்தில் உங்களுக்கு உதவித்தொகை கிடைக்கும்.',
  internshipHeading: '2. {months} மாதப் பயிற்சிப் பணி',
  internshipPartner: 'எங்கள் தொழில்துறைக் கூட்டாளர்களில் ஒருவரிடம் நீங்கள் பணியாற்றுகிறீர்கள்.',
  internshipMentor: 'உங்கள் அருகில் ஒரு வழிகாட்டி இருக்க, வேலை செய்துகொண்டே கற்கிறீர்கள்.',
  noFeeHeading: '3. பயிற்சிக் கட்டணம் இல்லை',
  noFeeFree: 'பயிற்சி பெறும் ஒவ்வொருவருக்கும் பயிற்சி இலவசம்.',
  noFeePaid: 'அதற்கான செலவை நன்கொடையாளர்களும் கூட்டாளர்களும் ஏற்கிறார்கள்.',
  coursesTitle: 'எங்கள் பயிற்சி வகுப்புகள்',
  courseHydroponicFarming: 'நீர்வழி விவசாயம்',
  courseCoffeeProduction: 'காபி தயாரிப்பு',
  courseHandyman: 'கைவினைப் பழுதுபார்ப்பு',
  courseCartingManagement: 'வண்டி மேலாண்மை',
  courseLogistic: 'தளவாடம்',
  courseLaundryService: 'சலவைச் சேவை',
  courseHomeBasedBusiness: 'வீட்டு வணிகம்',
  courseHostingEvents: 'சவால்களுக்கான நிகழ்வுகளை நடத்துதல்',
  readyTitle: 'தொடங்கத் தயாரா?',
  readyText: 'ஒரு சிறிய படிவத்தை நிரப்புங்கள். உங்களுக்கு எது பொருந்தும் என்று பேச நாங்கள் உங்களை அழைப்போம்.',
  apply: 'எங்களுடன் பணியாற்ற விண்ணப்பியுங்கள்',
} satisfies Translation<typeof en>;
