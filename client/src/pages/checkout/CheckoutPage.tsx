import { PageContainer } from '../../components/PageContainer';
import { PageIntro } from '../../components/PageIntro';

/** The simulated checkout: no real payment is ever taken. */
export default function CheckoutPage() {
  return (
    <PageContainer>
      <PageIntro title="Checkout" lead="Checkout is simulated and never takes a real payment. It opens in an upcoming release." />
    </PageContainer>
  );
}
