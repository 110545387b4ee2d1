import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function SpecialExcursionCategoryPage() {
  return (
    <PagePlaceholder
      title="Special Excursion"
      line="The countries and programmes of this special-interest category."
    />
  );
}
