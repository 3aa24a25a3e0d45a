// Route /contact-us.
import {ContactPage} from '../features/contact/contact-page.tsx';

export default function ContactUsRoute() {
  return <ContactPage />;
}
