import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function CartPage() {
  return <PagePlaceholder title="Cart" line="The excursions you keep for booking." />;
}
