import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditIcon from '@mui/icons-material/EditOutlined';

interface ActivityEditActionsProps {
  title: string;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The edit and delete icons of one activity, named after it for screen readers. */
export function ActivityEditActions({ title, disabled, onEdit, onDelete }: ActivityEditActionsProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 0.5 }} data-print="hide">
      <IconButton aria-label={`Edit activity: ${title}`} onClick={onEdit} disabled={disabled} size="small" color="primary">
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Delete activity: ${title}`} onClick={onDelete} disabled={disabled} size="small" sx={{ color: 'error.main' }}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
