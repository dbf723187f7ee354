export { SearchIcon, ClearIcon } from './SearchIcons';
