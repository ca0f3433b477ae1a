import { PageIntro } from '../../../components/PageIntro';

export default function AdminDashboardPage() {
  return <PageIntro title="Dashboard" lead="Usage statistics and recent activity will appear here." />;
}
