// Route /faq.
import {FaqPage} from '../features/faq/faq-page.tsx';

export default function FaqRoute() {
  return <FaqPage />;
}
