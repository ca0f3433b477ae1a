import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddRounded';
import WalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';

/** An empty wallet: what it is for, and 'Add First Item' when the visitor may add (a viewer is told who can). */
export function WalletEmptyState({ onAdd }: { onAdd?: () => void }) {
  return (
    <Box sx={{ mt: 3, py: { xs: 4, sm: 5 }, px: 2, textAlign: 'center', borderRadius: 4, border: 1, borderStyle: 'dashed', borderColor: 'divider', bgcolor: 'background.default' }}>
      <WalletIcon aria-hidden sx={{ fontSize: 44, color: 'primary.light' }} />
      <Typography component="p" variant="h6" sx={{ mt: 1 }}>
        No travel documents added yet
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 420, mx: 'auto' }}>
        {onAdd ? 'Add flight tickets, train passes and other travel documents to keep them with your trip.' : "The trip's editors can add tickets and travel documents here."}
      </Typography>
      {onAdd && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 2.5 }} data-print="hide">
          Add First Item
        </Button>
      )}
    </Box>
  );
}
