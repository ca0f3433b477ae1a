import { PageIntro } from '../../../components/PageIntro';

export default function AdminSubscribersPage() {
  return <PageIntro title="Newsletter Subscribers" lead="Newsletter subscribers will appear here." />;
}
