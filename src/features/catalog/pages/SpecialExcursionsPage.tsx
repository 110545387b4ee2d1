import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function SpecialExcursionsPage() {
  return (
    <PagePlaceholder
      title="Special Excursions"
      line="Eight special-interest programmes, from birding to culture, music and arts."
    />
  );
}
