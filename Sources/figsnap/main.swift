import FigsnapCLI

#if canImport(Glibc)
  import Glibc
#endif

exit(await CommandLineTool.main(CommandLine.arguments))
