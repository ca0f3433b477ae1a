import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import { PageContainer } from '../../components/PageContainer';
import { PageIntro } from '../../components/PageIntro';
import { useSession } from '../../features/account/useSession';
import { CheckoutFormFields } from '../../features/checkout/CheckoutFormFields';
import { OrderSummary } from '../../features/checkout/OrderSummary';
import { useSimulatedCheckout } from '../../features/checkout/useSimulatedCheckout';

/** The simulated checkout (docs/product/accounts-admin.md): the form and the order summary; no real payment is ever made. */
export default function CheckoutPage() {
  const { session } = useSession();
  const { status, submit, signedIn } = useSimulatedCheckout();

  return (
    <PageContainer>
      <PageIntro eyebrow="Premium" title="Checkout" lead="Start your 5-day free trial of Premium." />
      <Alert severity="info" sx={{ mb: 3, maxWidth: 720 }}>
        This checkout is a simulation. No payment is made and no card is charged: please do not enter real card details.
      </Alert>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Card component="section" aria-labelledby="payment-title" sx={{ p: { xs: 3, md: 4 } }}>
          {status === 'success' ? (
            <Box role="status" sx={{ textAlign: 'center', py: 4 }}>
              <CheckCircleIcon aria-hidden sx={{ fontSize: 64, color: 'success.main' }} />
              <Typography id="payment-title" component="h2" variant="h5" sx={{ mt: 1 }}>
                Welcome to Premium!
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {signedIn ? 'Your 5-day free trial has started and Premium is now on your account.' : 'Your 5-day free trial has started.'}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Taking you to the home page…
              </Typography>
            </Box>
          ) : (
            <>
              <Typography id="payment-title" component="h2" variant="h6" sx={{ mb: 2.5 }}>
                Payment details
              </Typography>
              <CheckoutFormFields processing={status === 'processing'} onSubmit={() => void submit()} initialEmail={session.user?.email} />
            </>
          )}
        </Card>
        <OrderSummary />
      </Box>
    </PageContainer>
  );
}
