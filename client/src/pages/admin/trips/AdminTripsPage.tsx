import { PageIntro } from '../../../components/PageIntro';

export default function AdminTripsPage() {
  return <PageIntro title="Trip Management" lead="Generated and saved trips, with their featured and popular flags, will appear here." />;
}
