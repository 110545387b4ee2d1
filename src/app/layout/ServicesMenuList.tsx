import { Link as RouterLink } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SERVICES_MENU } from './navigation';

interface ServicesMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The Our Services entries; loaded the first time the menu opens. */
export default function ServicesMenuList({ id, anchor, onClose }: ServicesMenuListProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {SERVICES_MENU.map((entry) => (
        <MenuItem key={entry.to} component={RouterLink} to={entry.to} onClick={onClose}>
          {entry.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
