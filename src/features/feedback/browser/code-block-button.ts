/** A client module: "Report a problem with this example" on every code block, after a runnable query's Run. */
import {registerCodeBlockButton} from '../../../shared/code-block-buttons';
import ReportExampleLink from './ReportExampleLink';

registerCodeBlockButton({name: 'report-example', order: 20, Button: ReportExampleLink});
