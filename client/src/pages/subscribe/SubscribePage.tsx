import { PageContainer } from '../../components/PageContainer';
import { PageIntro } from '../../components/PageIntro';

export default function SubscribePage() {
  return (
    <PageContainer>
      <PageIntro title="Subscribe" lead="Subscription options will appear here." />
    </PageContainer>
  );
}
