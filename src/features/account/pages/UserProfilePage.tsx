import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function UserProfilePage() {
  return (
    <PagePlaceholder title="My Profile" line="Your profile, your bookings and your transfers." />
  );
}
