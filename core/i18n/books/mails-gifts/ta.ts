import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  hello: 'வணக்கம்,',
  signature: 'Nard Foundation',
  pledgeSubject: 'உங்கள் நன்கொடைக் குறிப்பு எண் {reference}',
  pledgeThanks: 'Nard Foundation-க்கு {amount} நன்கொடை அளிக்க முன்வந்ததற்கு நன்றி ({project}).',
  pledgeReference: 'உங்கள் நன்கொடைக் குறிப்பு எண்: {reference}',
  payNowHeading: 'PayNow மூலம் செலுத்த:',
  payNowSteps:
    'UEN {uen} ({merchant}) என்பதற்கு {amount} செலுத்துங்கள்,\nreference அல்லது comments பகுதியில் {reference} என்று குறிப்பிடுங்கள்.',
  bankHeading: 'வங்கிப் பரிமாற்றம் மூலம் செலுத்த:',
  bankName: 'வங்கி: {value}',
  bankAccountNumber: 'கணக்கு எண்: {value}',
  bankBeneficiary: 'பெறுநர் பெயர்: {value}',
  bankCode: 'வங்கிக் குறியீடு: {value}',
  bankReference: 'குறிப்புரை (உங்கள் குறிப்பு எண்): {value}',
  bankAmount: 'தொகை: {value}',
  receiptLater: 'உங்கள் நன்கொடை எங்கள் கணக்கை வந்தடைந்ததும், பொதுவாக 3 வேலை நாட்களுக்குள், ரசீதை மின்னஞ்சலில் அனுப்புவோம்.',
  pledgeNotYou:
    'நீங்கள் இதைக் கேட்கவில்லையா? அப்படியென்றால் யாரோ தவறுதலாக உங்கள் முகவரியைத் தட்டச்சு செய்திருக்கிறார்கள். எந்தக் கட்டணமும் வசூலிக்கப்படவில்லை; இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.',
  projectGeneral: 'மிகத் தேவையான இடத்துக்கு',
  projectUrbanFarming: 'Nard நகர்ப்புற விவசாயம்',
  projectCoffeeRoastery: 'Nard காபி வறுப்பகம்',
  projectCarting: 'வண்டிச் சேவை',
  projectEducation: 'கல்வி',
  receiptSubject: 'Nard Foundation வழங்கும் உங்கள் ரசீது {receipt}',
  receiptArrived: '{amount} அளவிலான உங்கள் நன்கொடை (குறிப்பு எண் {reference}) எங்களை வந்தடைந்தது. நன்றி.',
  receiptAttached: 'உங்கள் ரசீது {receipt} PDF கோப்பாக இணைக்கப்பட்டுள்ளது.',
  receiptTaxReported:
    'இந்த நன்கொடையை நாங்கள் IRAS-க்குத் தெரிவிக்கிறோம்; அதனால் இதற்கான வரிக் கழிவு உங்கள் வரி மதிப்பீட்டில் தானாகவே சேர்க்கப்படும்.',
  receiptNoTax: 'இந்த நன்கொடையுடன் அடையாள எண் எதுவும் கொடுக்கப்படவில்லை; எனவே இதற்கு வரிக் கழிவு கோரப்படவில்லை.',
  donorLinkSubject: 'நார்ட் அறக்கட்டளைக்கு நீங்கள் வழங்கிய நன்கொடைகளைப் பார்க்கும் இணைப்பு',
  donorLinkAsked: 'இந்த மின்னஞ்சல் முகவரியுடன் நார்ட் அறக்கட்டளைக்கு வழங்கிய நன்கொடைகளைப் பார்க்க ஒருவர் கேட்டார்.',
  donorLinkOpen: 'அவற்றையும் அவற்றின் ரசீதுகள், அறிக்கைகளையும் பார்க்க இந்த இணைப்பைத் திறங்கள்:',
  donorLinkWorks: 'இணைப்பு ஒரு முறை, {minutes, plural, one {# நிமிடம்} other {# நிமிடங்கள்}} வேலை செய்யும்.',
  donorLinkNotYou: 'நீங்கள் கேட்கவில்லையா? இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம். இது இல்லாமல் யாரும் உங்கள் நன்கொடைகளைப் பார்க்க முடியாது.',
  refundSubject: 'உங்கள் நன்கொடை {reference} திருப்பி அனுப்பப்பட்டது',
  refundDone: 'உங்கள் {amount} நன்கொடையை (குறிப்பு {reference}) உங்களுக்குத் திருப்பி அனுப்பிவிட்டோம்.',
  refundReceiptCancelled: 'அதன் ரசீது {receipt} ரத்து செய்யப்பட்டது. அதை வரிக்காகப் பயன்படுத்த வேண்டாம்.',
  refundTaxCorrected:
    'நாங்கள் IRAS-க்குத் தெரிவிக்கிறோம்; அதனால் இந்த நன்கொடைக்கான வரிக் கழிவு உங்கள் வரி மதிப்பீட்டிலிருந்து நீக்கப்படும்.',
  refundQuestions: 'கேள்விகள் உள்ளதா? இந்த மின்னஞ்சலுக்குப் பதில் அனுப்புங்கள் அல்லது {phone} என்ற எண்ணில் அழையுங்கள்.',
} satisfies Translation<typeof en>;
