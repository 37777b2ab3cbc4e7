/**
 * The routing every app uses, shared as the one `@site/shared/router` singleton instead of
 * `react-router-dom` itself: Module Federation ships a shared package whole, and all of react-router
 * v7 (data routers, server rendering) is ~60 KB gz, while this subset, tree-shaken inside the
 * singleton, is a fraction of it. Host and remotes still get one router context. An app that needs
 * more of react-router adds it here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
