import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditIcon from '@mui/icons-material/EditOutlined';
import MoreIcon from '@mui/icons-material/MoreVert';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import StarIcon from '@mui/icons-material/StarOutlineRounded';

interface AdminTripRowMenuProps {
  label: string;
  isFeatured: boolean;
  isPopular: boolean;
  onEdit: () => void;
  onToggleFeatured: () => void;
  onTogglePopular: () => void;
  onDelete: () => void;
}

/** A trip row's menu: Edit, Feature/Unfeature, Mark/Unmark Popular Destination, Delete. */
export function AdminTripRowMenu({ label, isFeatured, isPopular, onEdit, onToggleFeatured, onTogglePopular, onDelete }: AdminTripRowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton aria-label={`Actions for ${label}`} aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} aria-expanded={!!anchor} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem onClick={choose(onEdit)}>
          <ListItemIcon><EditIcon fontSize="small" /></ListItemIcon>
          <ListItemText>Edit</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose(onToggleFeatured)}>
          <ListItemIcon><StarIcon fontSize="small" /></ListItemIcon>
          <ListItemText>{isFeatured ? 'Unfeature' : 'Feature'}</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose(onTogglePopular)}>
          <ListItemIcon><PlaceIcon fontSize="small" /></ListItemIcon>
          <ListItemText>{isPopular ? 'Unmark Popular Destination' : 'Mark as Popular Destination'}</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose(onDelete)} sx={{ color: 'error.main' }}>
          <ListItemIcon><DeleteIcon fontSize="small" color="error" /></ListItemIcon>
          <ListItemText>Delete</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
