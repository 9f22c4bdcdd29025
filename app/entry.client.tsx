import "~/components/page-kit";
import { startClient } from "~/components/client-start";

startClient();
