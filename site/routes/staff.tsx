// Route /staff and /staff/:section: the staff console (staff and administrators only, never prerendered).
import {StaffConsole} from '../features/staff/staff-console.tsx';

export default function StaffRoute() {
  return <StaffConsole />;
}
