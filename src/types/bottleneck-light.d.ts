/** The light build of bottleneck (no Redis clustering), as octokit's plugins use it. */
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
