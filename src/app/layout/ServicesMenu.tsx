import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useT } from '@/i18n';
import { layoutMessages } from './messages';

// Menu, Popover and Modal are not needed until the visitor opens the menu.
const ServicesMenuList = lazy(
  () => import(/* webpackChunkName: "services-menu" */ './ServicesMenuList'),
);

/** The desktop Our Services drop-down. */
export function ServicesMenu() {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const open = anchor !== null;

  const openMenu = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setOpened(true);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        endIcon={<ExpandMoreIcon />}
        onClick={openMenu}
      >
        {t(layoutMessages.ourServices)}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ServicesMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
