import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';

export const EditConflictsAlert_conflict = graphql(`
  fragment EditConflictsAlert_conflict on EditConflict {
    activityId
    field
    message
  }
`);

export type EditConflictRef = FragmentType<typeof EditConflictsAlert_conflict>;

interface EditConflictsAlertProps {
  conflicts: readonly EditConflictRef[];
  onDismiss: () => void;
}

/**
 * What of a change was not applied because someone else changed it first, each in the server's
 * words ("ben changed the time of "Opera House" first: it stays "11:00" (you wanted "10:00").").
 * It stays until dismissed or the next change, as it may say more than a toast can.
 */
export function EditConflictsAlert({ conflicts: refs, onDismiss }: EditConflictsAlertProps) {
  const conflicts = getFragmentData(EditConflictsAlert_conflict, refs);
  if (conflicts.length === 0) return null;
  return (
    <Alert severity="warning" onClose={onDismiss} closeText="Dismiss" sx={{ mb: 2.5 }} data-print="hide">
      <AlertTitle>Not all of your change was saved</AlertTitle>
      {conflicts.length === 1 ? (
        <span>{conflicts[0].message}</span>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {conflicts.map((conflict) => (
            <li key={`${conflict.activityId}.${conflict.field}`}>{conflict.message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
