import { Link as RouterLink } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useT } from '@/i18n';
import { SERVICES_MENU } from './navigation';

interface ServicesMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The Our Services entries; loaded the first time the menu opens. */
export default function ServicesMenuList({ id, anchor, onClose }: ServicesMenuListProps) {
  const t = useT();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {SERVICES_MENU.map((entry) => (
        <MenuItem key={entry.to} component={RouterLink} to={entry.to} onClick={onClose}>
          {t(entry.label)}
        </MenuItem>
      ))}
    </Menu>
  );
}
