import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/CloseRounded';
import LogoutIcon from '@mui/icons-material/LogoutRounded';
import { useNavigate } from 'react-router-dom';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useToast } from '../../components/toast';
import { useSession } from '../account';
import { companionErrorMessage } from './companion-errors';
import { RemoveCompanionMutation, RevokeCompanionInvitationMutation, TripCompanionsQuery } from './companion-documents';
import { CompanionList, type Companion } from './CompanionList';
import { ConfirmCompanionDialog, type CompanionQuestion } from './ConfirmCompanionDialog';
import { forgetTripAccess } from './forget-trip-access';
import { InviteCompanionForm } from './InviteCompanionForm';
import { PendingInvitations, type PendingInvitation } from './PendingInvitations';

interface CompanionsDialogProps {
  open: boolean;
  onClose: () => void;
  tripUuid: string;
  /** the asker owns the trip: they invite, withdraw and remove */
  canShare: boolean;
}

/**
 * Who is on the trip, and, for its owner, inviting, withdrawing and removing companions; a
 * companion may leave. Each opening asks the server afresh (a companion may have joined since).
 */
export default function CompanionsDialog({ open, onClose, tripUuid, canShare }: CompanionsDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { session } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(TripCompanionsQuery, { variables: { tripUuid }, fetchPolicy: 'cache-and-network' });
  const refetchCompanions = { refetchQueries: [{ query: TripCompanionsQuery, variables: { tripUuid } }], awaitRefetchQueries: true };
  const [revoke] = useMutation(RevokeCompanionInvitationMutation, refetchCompanions);
  const [remove] = useMutation(RemoveCompanionMutation);
  const [question, setQuestion] = useState<CompanionQuestion | null>(null);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  const sharing = data?.tripCompanions;
  const myId = session.status === 'signed-in' ? session.user.id : undefined;
  const isCompanion = (sharing?.role === 'editor' || sharing?.role === 'viewer') && myId !== undefined;

  const withdraw = async (invitation: PendingInvitation) => {
    setFailure(undefined);
    setWithdrawing(invitation.id);
    try {
      await revoke({ variables: { tripUuid, id: invitation.id } });
      toast({ title: 'Invitation withdrawn', description: 'Its link no longer works.' });
    } catch (caught) {
      setFailure(companionErrorMessage(caught));
    } finally {
      setWithdrawing(null);
    }
  };

  const askToRemove = (companion: Companion) =>
    setQuestion({
      title: `Remove ${companion.username}?`,
      question: `${companion.username} will no longer see this trip's wallet or be able to change anything. You can invite them again later.`,
      confirm: 'Remove',
      run: async () => {
        await remove({ variables: { tripUuid, userId: companion.userId }, ...refetchCompanions });
        toast({ title: `${companion.username} was removed from the trip` });
      },
    });

  const askToLeave = (me: number) =>
    setQuestion({
      title: 'Leave this trip?',
      question: "You will no longer see this trip's wallet, and it leaves My Trips. To join again you need a new invitation from its owner.",
      confirm: 'Leave trip',
      run: async () => {
        await remove({ variables: { tripUuid, userId: me } });
        // Outside the mutation's update, whose end would tell this page's queries to ask again.
        forgetTripAccess(client.cache, tripUuid);
        toast({ title: 'You left the trip' });
        await navigate('/my-trips');
      },
    });

  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="companions-title" aria-describedby="companions-lead">
        <DialogTitle id="companions-title" sx={{ pr: 7 }}>
          Companions
          <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Typography id="companions-lead" variant="body2" color="text.secondary">
            The people on this trip. Editors can change the plan and the wallet; viewers can see them.
          </Typography>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }} onClose={() => setFailure(undefined)}>
              {failure}
            </Alert>
          )}
          {!sharing && error ? (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  Try again
                </Button>
              }
            >
              {companionErrorMessage(error)}
            </Alert>
          ) : !sharing ? (
            <LoadingIndicator label="Loading companions…" minHeight={160} />
          ) : (
            <Box sx={{ mt: 2.5, display: 'grid', gap: 3 }}>
              <Box component="section" aria-labelledby="companions-on-trip-title">
                <Typography id="companions-on-trip-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                  On this trip
                </Typography>
                <CompanionList owner={sharing.owner ?? null} companions={sharing.companions} myId={myId} iAmOwner={sharing.role === 'owner'} onRemove={canShare ? askToRemove : undefined} />
              </Box>
              {canShare && (
                <>
                  <Divider />
                  <InviteCompanionForm tripUuid={tripUuid} />
                  <Divider />
                  <PendingInvitations invitations={sharing.invitations} onWithdraw={withdraw} busyId={withdrawing} />
                </>
              )}
              {isCompanion && (
                <Box>
                  <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => askToLeave(myId)}>
                    Leave trip
                  </Button>
                </Box>
              )}
            </Box>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmCompanionDialog question={question} onClose={() => setQuestion(null)} />
    </>
  );
}
