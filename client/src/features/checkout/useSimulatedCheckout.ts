import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';
import { useSession } from '../account';
import { PROCESSING_MS, REDIRECT_MS } from './checkout-form';

const CheckoutChoosePlan = graphql(`
  mutation CheckoutChoosePlan($input: ChoosePlanInput!) {
    choosePlan(input: $input) {
      id
      plan
      planStartedAt
    }
  }
`);

export const SIGNED_OUT_ADVICE = 'Sign in before checkout to keep Premium on your account.';

export type CheckoutStatus = 'idle' | 'processing' | 'success';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The simulated payment (docs/product/accounts-admin.md, section 4): idle, processing for 2 s, success, then home
 * after 1.5 s. No payment is made and no card detail leaves the browser; for a signed-in
 * traveller, Premium is recorded on the account meanwhile (the answer updates the cached user).
 */
export function useSimulatedCheckout() {
  const { session } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [choosePlan] = useMutation(CheckoutChoosePlan);
  const [status, setStatus] = useState<CheckoutStatus>('idle');
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(redirect.current);
    };
  }, []);

  const signedIn = session.status === 'signed-in';

  const submit = async () => {
    if (status !== 'idle') return;
    setStatus('processing');
    try {
      await Promise.all([wait(PROCESSING_MS), signedIn ? choosePlan({ variables: { input: { plan: 'PREMIUM' } } }) : undefined]);
    } catch (error) {
      if (!mounted.current) return;
      setStatus('idle');
      toast({ title: 'Checkout failed', description: (error as Error).message || 'Please try again later', variant: 'destructive' });
      return;
    }
    if (!mounted.current) return;
    setStatus('success');
    redirect.current = setTimeout(() => {
      navigate('/');
      // Premium was not recorded without an account: the advice goes home with the traveller, as a toast.
      if (!signedIn) toast({ title: 'Premium is not on an account', description: SIGNED_OUT_ADVICE });
    }, REDIRECT_MS);
  };

  return { status, submit, signedIn };
}
