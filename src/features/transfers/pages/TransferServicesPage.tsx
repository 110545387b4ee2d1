import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function TransferServicesPage() {
  return (
    <PagePlaceholder
      title="Book Your Transfer"
      line="Airport and point-to-point transfers across The Gambia and the region."
    />
  );
}
