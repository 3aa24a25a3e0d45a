// Route / and /about-us.
import {HomePage} from '../features/home/home-page.tsx';

export default function HomeRoute() {
  return <HomePage />;
}
