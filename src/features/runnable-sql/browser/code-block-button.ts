/** A client module: the Run control on the code block of every runnable query, first among the registered buttons. */
import {registerCodeBlockButton} from '../../../shared/code-block-buttons';
import RunButton from './RunButton';

registerCodeBlockButton({name: 'run', order: 10, Button: RunButton});
