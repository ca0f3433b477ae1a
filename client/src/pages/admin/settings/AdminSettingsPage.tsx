import { PageIntro } from '../../../components/PageIntro';

export default function AdminSettingsPage() {
  return <PageIntro title="Settings" lead="Site, integration and appearance settings will appear here." />;
}
