import { PageContainer } from '../../components/PageContainer';
import { PageIntro } from '../../components/PageIntro';

export default function PlansPage() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Plans" title="Plans & Pricing" lead="The free Basic plan and Premium will be compared here." />
    </PageContainer>
  );
}
