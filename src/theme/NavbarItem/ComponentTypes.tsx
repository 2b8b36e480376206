/**
 * Ejected from the classic theme: the navbar item types this site uses, and
 * only those. The theme's map also imports the locale dropdown, `doc` and
 * `docsVersion` items, which every page would download for nothing (the site
 * has one locale and links its sections with `docSidebar` items). A navbar
 * item of a type missing here fails the build ("No NavbarItem component found
 * for type"); add its import from the theme when the config needs it.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
} as unknown as ComponentTypesObject;

export default ComponentTypes;
