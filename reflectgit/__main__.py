from reflectgit.cli import main

main()
