// Entry `@forkcast/api-client/remotes`: the React side of the shell ⇄ remotes contract (what each remote
// exposes, typed as the shell loads it) and the helper a remote builds its route table with. Not part of the
// federation singleton: the types are erased and each remote bundles the helper itself.
export type {
  AddPartnerDialogModule,
  AddPartnerDialogProps,
  ExposedModuleContracts,
  RemoteRoute,
  RemoteRoutesModule,
} from './exposed-modules';
export { remoteRoutes, type PrefixScreen, type SubRoute } from './remote-routes';
